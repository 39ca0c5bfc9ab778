N=6
for k in range(N):
    col=k%3; x=k*2; x=x+x*3; rr=min(x,7,5); ext=int(col==2)+1
    u=(k-3)&0xffffffff
    print("%d %d %d %d %d %u %d %.3f %d %d %d %.2f"%(col,k,-k,k*1000,k*1000*100000,u,-k,k/3,x,rr,ext,k/4.0))
print("8 8 8")
print("42")
